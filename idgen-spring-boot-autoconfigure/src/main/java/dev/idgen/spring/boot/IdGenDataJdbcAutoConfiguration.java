package dev.idgen.spring.boot;

import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.spring.boot.data.IdColumnDefaultsReport;
import dev.idgen.spring.boot.data.IdGenBeforeConvertCallback;
import javax.sql.DataSource;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.data.relational.core.dialect.Dialect;
import org.springframework.data.relational.core.mapping.RelationalMappingContext;

/**
 * Spring Data JDBC (Boot 3.5 and 4.x): aggregates whose {@code @Id} field carries
 * {@link dev.idgen.GeneratedId} get idgen ids from the engine bean before they are inserted, and each
 * key starts above the ids its aggregate's table already holds (with or without {@code @Table};
 * {@code idgen.existing-rows}). On when
 * Spring Data JDBC is on the class path and the engine bean exists; {@code idgen.data-jdbc.enabled=false}
 * switches it off, a bean named {@code idgenBeforeConvertCallback} replaces it.
 */
@AutoConfiguration(after = IdGenAutoConfiguration.class)
@ConditionalOnClass(name = "org.springframework.data.relational.core.mapping.event.BeforeConvertCallback")
@ConditionalOnBean(IdGenEngine.class)
@ConditionalOnProperty(prefix = "idgen.data-jdbc", name = "enabled", matchIfMissing = true)
public class IdGenDataJdbcAutoConfiguration {

    @Bean
    @ConditionalOnMissingBean(name = "idgenBeforeConvertCallback")
    IdGenBeforeConvertCallback idgenBeforeConvertCallback(ObjectProvider<IdGenEngine> engine,
                                                          ObjectProvider<RelationalMappingContext> mapping,
                                                          ObjectProvider<Dialect> dialect) {
        // the names as Spring Data JDBC writes them (quoted, letter casing of the dialect): the table it inserts into
        return new IdGenBeforeConvertCallback(engine::getObject, mapping::getObject,
                () -> dialect.getObject().getIdentifierProcessing());
    }

    /** Reports aggregates' id columns that still have the database's own id source (two writers on one column). */
    @Bean
    @ConditionalOnMissingBean
    IdColumnDefaultsReport idgenDataJdbcIdColumnDefaultsReport(ObjectProvider<IdGenEngine> engine,
                                                              ObjectProvider<RelationalMappingContext> mapping,
                                                              ObjectProvider<DataSource> dataSource) {
        return new IdColumnDefaultsReport(engine::getObject, mapping::getObject, dataSource::getObject);
    }
}
