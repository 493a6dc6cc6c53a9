-- the application's own schema, created by Boot's sql init before JPA (no defer)
CREATE TABLE pets (id INTEGER PRIMARY KEY, name VARCHAR(30));
