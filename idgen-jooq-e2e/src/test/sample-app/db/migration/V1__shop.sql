-- The sample shop's own schema, migrated with Flyway on PostgreSQL before jOOQ's code generator reads it.
CREATE TABLE customer (
    id   BIGINT       PRIMARY KEY,
    name VARCHAR(100) NOT NULL
);

CREATE TABLE orders (
    id          BIGINT        PRIMARY KEY,
    customer_id BIGINT        NOT NULL REFERENCES customer (id),
    total       NUMERIC(12,2) NOT NULL DEFAULT 0,
    note        VARCHAR(200),
    created_at  TIMESTAMPTZ   NOT NULL DEFAULT now()
);

-- a text key: coupon codes are handed out as decimal strings
CREATE TABLE coupon (
    code   VARCHAR(20) PRIMARY KEY,
    amount INTEGER     NOT NULL
);

CREATE TABLE audit_event (
    id   BIGINT       PRIMARY KEY,
    what VARCHAR(200) NOT NULL
);
