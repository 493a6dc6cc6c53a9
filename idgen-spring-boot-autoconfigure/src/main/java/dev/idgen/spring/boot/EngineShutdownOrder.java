package dev.idgen.spring.boot;

import dev.idgen.jdbc.IdGenEngine;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.springframework.beans.factory.config.BeanDefinition;
import org.springframework.beans.factory.config.BeanFactoryPostProcessor;
import org.springframework.beans.factory.config.ConfigurableListableBeanFactory;
import org.springframework.util.ClassUtils;

/**
 * Makes the EntityManagerFactory and jOOQ's DSLContext depend on the engine beans, so that on
 * shutdown they close first and the engine last: nothing that may still persist an entity or run an
 * insert finds the engine closed. (At start the engine is built before them anyway.)
 */
class EngineShutdownOrder implements BeanFactoryPostProcessor {

    private static final List<String> USERS = List.of("jakarta.persistence.EntityManagerFactory",
            "org.springframework.orm.jpa.AbstractEntityManagerFactoryBean", "org.jooq.DSLContext");

    @Override
    public void postProcessBeanFactory(ConfigurableListableBeanFactory beanFactory) {
        String[] engines = beanFactory.getBeanNamesForType(IdGenEngine.class, true, false);
        if (engines.length == 0) {
            return;
        }
        ClassLoader loader = beanFactory.getBeanClassLoader();
        for (String typeName : USERS) {
            if (!ClassUtils.isPresent(typeName, loader)) {
                continue;
            }
            Class<?> type = ClassUtils.resolveClassName(typeName, loader);
            for (String name : beanFactory.getBeanNamesForType(type, true, false)) {
                String beanName = name.startsWith("&") ? name.substring(1) : name;
                if (!beanFactory.containsBeanDefinition(beanName)) {
                    continue;
                }
                BeanDefinition definition = beanFactory.getBeanDefinition(beanName);
                Set<String> dependsOn = new LinkedHashSet<>();
                if (definition.getDependsOn() != null) {
                    dependsOn.addAll(Arrays.asList(definition.getDependsOn()));
                }
                dependsOn.addAll(Arrays.asList(engines));
                dependsOn.remove(beanName);
                definition.setDependsOn(dependsOn.toArray(String[]::new));
            }
        }
    }
}
