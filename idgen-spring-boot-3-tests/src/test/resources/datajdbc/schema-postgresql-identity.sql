-- DataJdbcApplication's tables on PostgreSQL, jdbc_parcel.id still BIGSERIAL (moving from identity to idgen: two writers)
CREATE TABLE jdbc_parcel (id BIGSERIAL PRIMARY KEY, label VARCHAR(64) NOT NULL);
CREATE TABLE jdbc_ticket (id INTEGER PRIMARY KEY, title VARCHAR(64) NOT NULL);
CREATE TABLE jdbc_receipt (number VARCHAR(16) PRIMARY KEY, cents BIGINT NOT NULL);
CREATE TABLE jdbc_event (id BIGINT PRIMARY KEY, name VARCHAR(64) NOT NULL);
