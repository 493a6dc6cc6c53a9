-- the application's own first migration, in its own Flyway history
CREATE TABLE orders (id BIGINT PRIMARY KEY, note VARCHAR(100));
