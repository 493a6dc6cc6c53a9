package dev.idgen.examples.boot;

import org.springframework.data.jpa.repository.JpaRepository;

interface OrderRepository extends JpaRepository<PurchaseOrder, Long> {
}
