-- The PostgreSQL schema the jOOQ classes under this folder were generated from, by jOOQ 3.19.38's
-- code generator (PostgresDatabase, package com.example.db, default settings), unedited. The
-- processor tests compile them as they are, so the processor meets real jOOQ output.
create table orders (id bigint primary key, customer varchar(50) not null, total numeric(10,2), customer_id bigint);
create table coupon (code varchar(20) primary key, amount int);
create table big (id numeric(20) primary key, n bigint);
create table line (order_id bigint, line_no int, primary key (order_id, line_no));
create table nopk (id bigint);
create table counter (id int primary key, n int);
create table ledger (id bigint unique, entry varchar(20) primary key, amount numeric(10,2));
