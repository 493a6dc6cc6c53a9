package dev.idgen.spring.boot;

import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.spring.boot.data.IdGenIdentifierGenerator;
import dev.idgen.spring.boot.data.IdGenMybatisInterceptor;
import org.apache.ibatis.session.SqlSessionFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * MyBatis and MyBatis-Plus: objects inserted through MyBatis get idgen ids in their
 * {@link dev.idgen.GeneratedId} field (an interceptor, for plain MyBatis and MyBatis-Plus alike), and
 * MyBatis-Plus's {@code IdType.ASSIGN_ID} / {@code ASSIGN_UUID} take idgen ids (its
 * {@code IdentifierGenerator}). Ordered before MyBatis's and MyBatis-Plus's own auto-configurations, which
 * pick these beans up. {@code idgen.mybatis.enabled=false} switches both off.
 */
@AutoConfiguration(after = IdGenAutoConfiguration.class, beforeName = {
    "org.mybatis.spring.boot.autoconfigure.MybatisAutoConfiguration",
    "com.baomidou.mybatisplus.autoconfigure.MybatisPlusAutoConfiguration",
    "com.baomidou.mybatisplus.autoconfigure.IdentifierGeneratorAutoConfiguration"})
@ConditionalOnClass(name = "org.apache.ibatis.plugin.Interceptor")
@ConditionalOnBean(IdGenEngine.class)
@ConditionalOnProperty(prefix = "idgen.mybatis", name = "enabled", matchIfMissing = true)
public class IdGenMybatisAutoConfiguration {

    @Bean
    @ConditionalOnMissingBean(name = "idgenMybatisInterceptor")
    IdGenMybatisInterceptor idgenMybatisInterceptor(ObjectProvider<IdGenEngine> engine) {
        return new IdGenMybatisInterceptor(engine::getObject);
    }

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = "com.baomidou.mybatisplus.core.incrementer.IdentifierGenerator")
    static class MybatisPlus {

        @Bean
        @ConditionalOnMissingBean(type = "com.baomidou.mybatisplus.core.incrementer.IdentifierGenerator")
        IdGenIdentifierGenerator idgenIdentifierGenerator(ObjectProvider<IdGenEngine> engine,
                                                          ObjectProvider<SqlSessionFactory> factories) {
            return new IdGenIdentifierGenerator(engine::getObject,
                    () -> factories.orderedStream().map(SqlSessionFactory::getConfiguration).toList());
        }
    }
}
