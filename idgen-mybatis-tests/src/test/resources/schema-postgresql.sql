CREATE TABLE mp_coupon (id BIGINT PRIMARY KEY, code VARCHAR(32) NOT NULL);
CREATE TABLE mp_seat (id INTEGER PRIMARY KEY, label VARCHAR(8) NOT NULL);
CREATE TABLE mp_voucher (number VARCHAR(16) PRIMARY KEY, cents BIGINT NOT NULL);
CREATE TABLE mb_note (id BIGINT PRIMARY KEY, text VARCHAR(64) NOT NULL);
CREATE TABLE mp_member (id BIGINT PRIMARY KEY, name VARCHAR(32) NOT NULL);
INSERT INTO mp_member (id, name) VALUES (1, 'seeded'), (2, 'seeded'), (3, 'seeded'), (4, 'seeded'), (5, 'seeded');
CREATE TABLE mb_guest (id BIGINT PRIMARY KEY, name VARCHAR(32) NOT NULL);
INSERT INTO mb_guest (id, name) VALUES (1, 'seeded'), (2, 'seeded'), (3, 'seeded'), (4, 'seeded'), (5, 'seeded');
