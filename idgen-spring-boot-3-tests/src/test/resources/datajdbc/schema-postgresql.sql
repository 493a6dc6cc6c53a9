-- the Spring Data JDBC aggregates' tables (DataJdbcApplication) on PostgreSQL
CREATE TABLE jdbc_parcel (id BIGINT PRIMARY KEY, label VARCHAR(64) NOT NULL);
CREATE TABLE jdbc_ticket (id INTEGER PRIMARY KEY, title VARCHAR(64) NOT NULL);
CREATE TABLE jdbc_receipt (number VARCHAR(16) PRIMARY KEY, cents BIGINT NOT NULL);
CREATE TABLE jdbc_event (id BIGINT PRIMARY KEY, name VARCHAR(64) NOT NULL);
