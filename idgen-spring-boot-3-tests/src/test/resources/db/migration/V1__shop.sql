-- the application's own schema, by its own Flyway (history table flyway_schema_history); idgen's runs after it
CREATE TABLE orders (id BIGINT PRIMARY KEY, customer VARCHAR(100) NOT NULL);
CREATE TABLE chat_message (id BIGINT PRIMARY KEY, text VARCHAR(200) NOT NULL);
CREATE TABLE event (id BIGINT PRIMARY KEY, type VARCHAR(50) NOT NULL);
CREATE TABLE note (code VARCHAR(20) PRIMARY KEY, body VARCHAR(200));
