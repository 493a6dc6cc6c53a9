-- the Spring Data JDBC aggregates' tables (DataJdbcApplication) on PostgreSQL
CREATE TABLE jdbc_parcel (id BIGINT PRIMARY KEY, label VARCHAR(64) NOT NULL);
CREATE TABLE jdbc_ticket (id INTEGER PRIMARY KEY, title VARCHAR(64) NOT NULL);
CREATE TABLE jdbc_receipt (number VARCHAR(16) PRIMARY KEY, cents BIGINT NOT NULL);
CREATE TABLE jdbc_event (id BIGINT PRIMARY KEY, name VARCHAR(64) NOT NULL);
-- an aggregate without @Table (Visit): the default naming strategy's table, with rows written before idgen
CREATE TABLE visit (id BIGINT PRIMARY KEY, note VARCHAR(64) NOT NULL);
INSERT INTO visit (id, note) VALUES (1, 'seeded');
INSERT INTO visit (id, note) VALUES (2, 'seeded');
INSERT INTO visit (id, note) VALUES (3, 'seeded');
INSERT INTO visit (id, note) VALUES (4, 'seeded');
INSERT INTO visit (id, note) VALUES (5, 'seeded');
INSERT INTO visit (id, note) VALUES (6, 'seeded');
INSERT INTO visit (id, note) VALUES (7, 'seeded');
INSERT INTO visit (id, note) VALUES (8, 'seeded');
INSERT INTO visit (id, note) VALUES (9, 'seeded');
INSERT INTO visit (id, note) VALUES (10, 'seeded');
-- rows of a @Table aggregate written before idgen: its key starts above them at start-up
INSERT INTO jdbc_parcel (id, label) VALUES (1, 'seeded'), (2, 'seeded'), (3, 'seeded');
