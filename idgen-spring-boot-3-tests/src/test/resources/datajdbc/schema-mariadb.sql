-- the Spring Data JDBC aggregates' tables (DataJdbcApplication) on MariaDB (Spring Data quotes with `, lower case)
CREATE TABLE jdbc_parcel (id BIGINT PRIMARY KEY, label VARCHAR(64) NOT NULL);
CREATE TABLE jdbc_ticket (id INTEGER PRIMARY KEY, title VARCHAR(64) NOT NULL);
CREATE TABLE jdbc_receipt (number VARCHAR(16) PRIMARY KEY, cents BIGINT NOT NULL);
CREATE TABLE jdbc_event (id BIGINT PRIMARY KEY, name VARCHAR(64) NOT NULL);
-- an aggregate without @Table (Visit): the default naming strategy's table, with rows written before idgen
CREATE TABLE visit (id BIGINT PRIMARY KEY, note VARCHAR(64) NOT NULL);
INSERT INTO visit (id, note) VALUES (1, 'seeded'), (2, 'seeded'), (3, 'seeded'), (4, 'seeded'), (5, 'seeded'),
    (6, 'seeded'), (7, 'seeded'), (8, 'seeded'), (9, 'seeded'), (10, 'seeded');
-- rows of a @Table aggregate written before idgen: its key starts above them at start-up
INSERT INTO jdbc_parcel (id, label) VALUES (1, 'seeded'), (2, 'seeded'), (3, 'seeded');
