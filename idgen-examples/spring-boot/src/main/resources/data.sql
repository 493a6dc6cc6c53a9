-- orders that existed before idgen (ids from an old sequence); idgen.keys.order.adopt-from=orders.id starts above them
MERGE INTO orders (id, order_no, customer) KEY (id) VALUES (1, NULL, 'legacy');
MERGE INTO orders (id, order_no, customer) KEY (id) VALUES (41000, NULL, 'legacy');
