-- rows that exist before idgen: idgen.keys.order.adopt-from=orders.id moves key 'order' above them
INSERT INTO orders (id, customer) VALUES (1, 'seeded');
INSERT INTO orders (id, customer) VALUES (2, 'seeded');
INSERT INTO orders (id, customer) VALUES (5000, 'seeded');
