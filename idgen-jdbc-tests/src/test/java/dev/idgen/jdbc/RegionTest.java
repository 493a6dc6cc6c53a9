package dev.idgen.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.IdExhaustedException;
import dev.idgen.IdGenConfigurationException;
import dev.idgen.SnowflakeLayout;
import dev.idgen.testsupport.UnreachableDataSource;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The region mapping and its bounds, without a database: {@link Region} and the builder's checks. */
class RegionTest {

    @Test
    void oneRegionIsTheIdentity() {
        Region alone = Region.of(0, 1);
        assertThat(alone).isSameAs(Region.alone());
        assertThat(alone.isShared()).isFalse();
        for (long local : new long[] {1, 2, 1000, Long.MAX_VALUE - 1, Long.MAX_VALUE}) {
            assertThat(alone.id(local, "k")).isEqualTo(local);
            assertThat(alone.localAtOrBelow(local)).isEqualTo(local);
        }
        assertThat(alone.firstId()).isEqualTo(1);
    }

    @Test
    void regionsIssueDisjointResidueClassesAndEveryIdOnce() {
        int count = 3;
        Set<Long> seen = new HashSet<>();
        for (int index = 0; index < count; index++) {
            Region r = Region.of(index, count);
            assertThat(r.firstId()).isEqualTo(index + 1);
            for (long local = 1; local <= 1000; local++) {
                long id = r.id(local, "k");
                assertThat(seen.add(id)).as("id %d of region %d", id, index).isTrue();
                assertThat(Region.indexOf(id, count)).isEqualTo(index);
                assertThat(r.localAtOrBelow(id)).isEqualTo(local);
            }
        }
        // the three regions' first 1000 each are exactly 1..3000: nothing skipped, nothing shared
        assertThat(seen).hasSize(3000).allMatch(id -> id >= 1 && id <= 3000);
        assertThat(Region.of(1, 3).ids(new long[] {1, 2, 3}, "k")).containsExactly(2, 5, 8);
    }

    /** Adoption: raising the row to localAtOrBelow(v) makes every later id of the region above v. */
    @Test
    void localAtOrBelowIsTheLargestLocalWhoseIdIsNotAboveTheValue() {
        for (int count : new int[] {2, 3, 7, 1024}) {
            for (int index = 0; index < count; index += Math.max(1, count / 3)) {
                Region r = Region.of(index, count);
                for (long v = 0; v < 3 * count + 5; v++) {
                    long local = r.localAtOrBelow(v);
                    assertThat(local).isNotNegative();
                    if (local > 0) {
                        assertThat(r.id(local, "k")).isLessThanOrEqualTo(v);
                    }
                    assertThat(r.id(local + 1, "k")).as("region %d of %d above %d", index, count, v).isGreaterThan(v);
                }
                assertThat(r.floorId(1)).isEqualTo(r.firstId());
            }
        }
    }

    @Test
    void anIdPastLongMaxValueIsExhaustionNamingTheKeyNeverAWrap() {
        Region r = Region.of(2, 3);
        long last = (Long.MAX_VALUE - 3) / 3 + 1; // (last - 1) * 3 + 3 <= Long.MAX_VALUE
        assertThat(r.id(last, "segment key 'order'")).isPositive().isLessThanOrEqualTo(Long.MAX_VALUE);
        assertThatThrownBy(() -> r.id(last + 1, "segment key 'order'")).isInstanceOf(IdExhaustedException.class)
                .hasMessageContaining("segment key 'order'").hasMessageContaining("region 2 of 3")
                .hasMessageContaining("Long.MAX_VALUE");
        assertThatThrownBy(() -> r.ids(new long[] {1, last + 1}, "slow-ordered key 'chat'"))
                .isInstanceOf(IdExhaustedException.class).hasMessageContaining("slow-ordered key 'chat'");
        assertThat(r.floorId(last + 1)).isEqualTo(Long.MAX_VALUE);
        assertThat(Region.of(1023, 1024).id(Long.MAX_VALUE / 1024, "k")).isPositive();
    }

    @Test
    void boundsAreCheckedNamingTheValue() {
        assertThatThrownBy(() -> Region.of(0, 0)).isInstanceOf(IdGenConfigurationException.class)
                .hasMessageContaining("region.count must be 1 to 1024").hasMessageContaining("was 0");
        assertThatThrownBy(() -> Region.of(0, 1025)).hasMessageContaining("was 1025");
        assertThatThrownBy(() -> Region.of(3, 3)).isInstanceOf(IdGenConfigurationException.class)
                .hasMessageContaining("region.index must be 0 to region.count - 1 (2), was 3");
        assertThatThrownBy(() -> Region.of(-1, 3)).hasMessageContaining("was -1");
        assertThatThrownBy(() -> Region.indexOf(0, 3)).hasMessageContaining("were 0 and 3");
        assertThatThrownBy(() -> Region.indexOf(5, 0)).hasMessageContaining("were 5 and 0");
        assertThatThrownBy(() -> IdGenEngine.builder(new UnreachableDataSource()).region(4, 4))
                .isInstanceOf(IdGenConfigurationException.class).hasMessageContaining("was 4");
        // by the catalog, as Boot and Hibernate set them: each value alone, the pair when the engine is built
        IdGenEngineBuilder b = IdGenEngine.builder(new UnreachableDataSource()).set(EngineOptions.REGION_INDEX, 5)
                .set(EngineOptions.REGION_COUNT, 3);
        assertThatThrownBy(b::validate).isInstanceOf(IdGenConfigurationException.class)
                .hasMessageContaining("region.index").hasMessageContaining("was 5 with region.count 3");
        assertThatThrownBy(() -> IdGenEngine.builder(new UnreachableDataSource()).set(EngineOptions.REGION_COUNT, 1025))
                .hasMessageContaining("regionCount").hasMessageContaining("1025");
    }

    @Test
    void snowflakeNeedsDatacenterBitsForTheRegionsAndNamesALayoutThatWorks() {
        assertThat(Region.bitsFor(1)).isZero();
        assertThat(Region.bitsFor(2)).isEqualTo(1);
        assertThat(Region.bitsFor(3)).isEqualTo(2);
        assertThat(Region.bitsFor(4)).isEqualTo(2);
        assertThat(Region.bitsFor(5)).isEqualTo(3);
        assertThat(Region.bitsFor(1024)).isEqualTo(10);

        Region.of(0, 1).checkSnowflake(SnowflakeLayout.defaults(), 7); // no regions: nothing to check
        assertThatThrownBy(() -> Region.of(1, 3).checkSnowflake(SnowflakeLayout.defaults(), -1))
                .isInstanceOf(IdGenConfigurationException.class).hasMessageContaining("needs 2 datacenter bits")
                .hasMessageContaining("41/0/10/12 has 0").hasMessageContaining("snowflake.layout=41/2/8/12");
        assertThatThrownBy(() -> Region.of(1, 3).checkSnowflake(SnowflakeLayout.javaScriptSafe(), -1))
                .hasMessageContaining("snowflake.layout=41/2/3/7");
        SnowflakeLayout.parse("41/2/8/12"); // the suggestions are layouts that build
        SnowflakeLayout.builder().idBits(53).timestampBits(41).datacenterBits(2).workerBits(3).sequenceBits(7).build();
        Region.of(2, 3).checkSnowflake(SnowflakeLayout.parse("41/2/8/12"), -1);
        Region.of(2, 3).checkSnowflake(SnowflakeLayout.parse("41/2/8/12"), 2);
        assertThatThrownBy(() -> Region.of(2, 3).checkSnowflake(SnowflakeLayout.parse("41/2/8/12"), 1))
                .hasMessageContaining("snowflake.datacenter-id is 1 but this node is region 2 of 3");

        // at build: a layout other than the default is checked before anything connects
        assertThatThrownBy(() -> IdGenEngine.builder(new UnreachableDataSource()).region(1, 3)
                .snowflakeLayout(SnowflakeLayout.javaScriptSafe()).validate())
                .isInstanceOf(IdGenConfigurationException.class).hasMessageContaining("41/2/3/7");
        assertThatThrownBy(() -> IdGenEngine.builder(new UnreachableDataSource()).region(1, 3)
                .snowflakeLayout(SnowflakeLayout.parse("41/2/8/12")).datacenterId(2).validate())
                .hasMessageContaining("datacenter-id is 2 but this node is region 1 of 3");
        IdGenEngine.builder(new UnreachableDataSource()).region(1, 3).validate(); // no snowflake options: checked at first use
        // the defaults set explicitly, as Spring Boot and Hibernate set every option: still checked at first use only,
        // and datacenter id 0 (the default) means the region's
        IdGenEngine.builder(new UnreachableDataSource()).region(1, 3).snowflakeLayout(SnowflakeLayout.defaults())
                .datacenterId(0).validate();
        IdGenEngine.builder(new UnreachableDataSource()).region(1, 3).snowflakeLayout(SnowflakeLayout.parse("41/2/8/12"))
                .datacenterId(0).validate();
    }

    /** Issue 39: the layout the region error suggests for javascript-safe is one the property accepts. */
    @Test
    void theJavaScriptSafeLayoutWithRegionsIsSetFromProperties() {
        IdGenEngineBuilder b = IdGenEngine.builder(new UnreachableDataSource());
        EngineProperties.apply(b, "region.count", "3");
        EngineProperties.apply(b, "region.index", "1");
        EngineProperties.apply(b, "snowflake.layout", "javascript-safe");
        assertThatThrownBy(b::validate).hasMessageContaining("snowflake.layout=41/2/3/7");
        EngineProperties.apply(b, "snowflake.layout", "41/2/3/7");
        b.validate();
        assertThat(SnowflakeLayout.parse("41/2/3/7").isJavaScriptSafe()).isTrue();
        EngineProperties.apply(b, "snowflake.random-sequence-start", "true"); // 128 ids a millisecond: starts below 64
        b.validate();
        // eight regions take three bits: the suggestion still parses as a JavaScript-safe layout
        assertThatThrownBy(() -> Region.of(5, 8).checkSnowflake(SnowflakeLayout.javaScriptSafe(), -1))
                .hasMessageContaining("snowflake.layout=41/3/2/7");
        assertThat(SnowflakeLayout.parse("41/3/2/7").idBits()).isEqualTo(53);
        // a layout of other id bits is named as the builder call that makes it, which the property cannot express
        SnowflakeLayout fifty = SnowflakeLayout.builder().idBits(50).timestampBits(41).workerBits(3).sequenceBits(6).build();
        assertThatThrownBy(() -> Region.of(1, 3).checkSnowflake(fifty, -1))
                .hasMessageContaining("SnowflakeLayout.builder().idBits(50).timestampBits(41).datacenterBits(2).workerBits(1)"
                        + ".sequenceBits(6)");
        SnowflakeLayout.builder().idBits(50).timestampBits(41).datacenterBits(2).workerBits(1).sequenceBits(6).build();
    }

    /** Issue 39: with more than one region the index has no default (0 would issue region 0's ids unnoticed). */
    @Test
    void theIndexIsRequiredWithMoreThanOneRegion() {
        IdGenEngineBuilder b = IdGenEngine.builder(new UnreachableDataSource()).set(EngineOptions.REGION_COUNT, 3);
        assertThatThrownBy(b::validate).isInstanceOf(IdGenConfigurationException.class)
                .hasMessageContaining("region.index is required when region.count is above 1 (was 3)")
                .hasMessageContaining("0 to 2");
        assertThatThrownBy(b::build).isInstanceOf(IdGenConfigurationException.class)
                .hasMessageContaining("region.index is required");
        EngineProperties.apply(b, "region.index", "0");
        b.validate(); // region 0, said explicitly
        IdGenEngine.builder(new UnreachableDataSource()).set(EngineOptions.REGION_COUNT, 1).validate(); // no regions
    }

    @Test
    void aGlobalOrderOfSlowOrderedIdsIsRefusedWithRegionsAndExplained() {
        IdGenEngine.builder(new UnreachableDataSource()).slowOrdered(o -> o.globalOrder(true)).validate(); // one region: fine
        assertThatThrownBy(() -> IdGenEngine.builder(new UnreachableDataSource()).region(0, 2)
                .slowOrdered(o -> o.globalOrder(true)).validate())
                .isInstanceOf(IdGenConfigurationException.class)
                .hasMessageContaining("slow-ordered.global-order is true but this node is region 0 of 2")
                .hasMessageContaining("regions share nothing").hasMessageContaining("ordered within a region only");
    }
}
