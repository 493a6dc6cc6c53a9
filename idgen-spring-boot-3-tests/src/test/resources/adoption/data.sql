-- the application's seed rows, written with explicit ids (no idgen involved)
INSERT INTO pets (id, name) VALUES (1, 'Leo');
INSERT INTO pets (id, name) VALUES (2, 'Basil');
INSERT INTO pets (id, name) VALUES (3, 'Rosy');
INSERT INTO pets (id, name) VALUES (4, 'Jewel');
INSERT INTO pets (id, name) VALUES (5, 'Iggy');
INSERT INTO pets (id, name) VALUES (6, 'George');
INSERT INTO pets (id, name) VALUES (7, 'Samantha');
INSERT INTO pets (id, name) VALUES (8, 'Max');
INSERT INTO pets (id, name) VALUES (9, 'Lucky');
INSERT INTO pets (id, name) VALUES (10, 'Mulligan');
INSERT INTO pets (id, name) VALUES (11, 'Freddy');
INSERT INTO pets (id, name) VALUES (12, 'Lucky');
INSERT INTO pets (id, name) VALUES (13, 'Sly');
