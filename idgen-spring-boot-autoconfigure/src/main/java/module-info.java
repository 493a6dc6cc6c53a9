/**
 * idgen's Spring Boot auto-configuration (Boot 3.5 and 4.x). Spring Boot runs applications on the class path, where
 * this descriptor is not read; on the module path it names what the auto-configuration needs: the engine and Spring
 * Boot always, every integration only where its library is ({@code requires static}: each piece switches on when its
 * library is there, as on the class path). Spring's jars are automatic modules, named in their manifests.
 *
 * <p>Exports {@code dev.idgen.spring.boot} (the auto-configuration, the properties, the customizer, health and info)
 * and {@code dev.idgen.spring.boot.data} (the Spring Data JDBC, MyBatis and Hibernate id assignment); it has no
 * internal package. The first is opened to Spring, which reads, instantiates and proxies the configuration and
 * property classes reflectively.
 */
@SuppressWarnings({"requires-automatic", "requires-transitive-automatic"}) // Spring's modules, see above
module dev.idgen.spring.boot {
    requires transitive dev.idgen.jdbc;
    requires transitive spring.boot;
    requires transitive spring.boot.autoconfigure;
    requires transitive spring.beans;
    requires transitive spring.context;
    requires transitive spring.core;
    requires java.desktop; // java.beans.PropertyDescriptor, in the unknown-property failure analysis

    requires static dev.idgen.migrations;
    requires static dev.idgen.hibernate;
    requires static org.hibernate.orm.core;
    requires static jakarta.persistence;
    requires static micrometer.core;
    requires static spring.jdbc;
    requires static spring.tx;
    requires static spring.data.commons;
    requires static spring.data.relational;
    requires static org.mybatis;
    requires static com.baomidou.mybatis.plus.core;
    requires static com.baomidou.mybatis.plus.annotation;
    requires static spring.boot.actuator;  // Boot 3.5's health and info
    requires static spring.boot.health;    // Boot 4's health
    requires static spring.boot.hibernate; // Boot 4's Hibernate customizer

    exports dev.idgen.spring.boot;
    exports dev.idgen.spring.boot.data;

    // configuration classes proxied (CGLIB, in this package), properties bound, package-private beans instantiated
    opens dev.idgen.spring.boot to spring.core, spring.beans, spring.context, spring.boot;
}
