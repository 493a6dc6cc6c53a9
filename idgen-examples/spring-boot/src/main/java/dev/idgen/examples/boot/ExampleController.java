package dev.idgen.examples.boot;

import dev.idgen.SnowflakeId;
import dev.idgen.format.IdFormat;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.daily.FormattedIdGenerator;
import dev.idgen.jdbc.snowflake.SnowflakeIdGenerator;
import java.util.Map;
import org.springframework.http.HttpStatus;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

/** REST endpoints that create rows whose ids come from idgen, one strategy each. */
@RestController
class ExampleController {

    /** Order numbers: the day, then a serial that restarts at 1 every day (daily sequence of key 'order-no'). */
    static final IdFormat ORDER_NO = IdFormat.parse("ORD{date:yyyyMMdd}{serial:6}");

    private final OrderRepository orders;
    private final ChatMessageRepository chat;
    private final EventRepository events;
    private final FormattedIdGenerator orderNumbers;
    private final SnowflakeIdGenerator snowflakes;

    ExampleController(OrderRepository orders, ChatMessageRepository chat, EventRepository events,
                      IdGenEngine engine) {
        this.orders = orders;
        this.chat = chat;
        this.events = events;
        this.orderNumbers = engine.formatted("order-no", ORDER_NO);
        this.snowflakes = engine.snowflake();
    }

    record NewOrder(String customer) {
    }

    record NewMessage(String text) {
    }

    record NewEvent(String type) {
    }

    @PostMapping("/orders")
    @ResponseStatus(HttpStatus.CREATED)
    @Transactional
    Map<String, Object> createOrder(@RequestBody NewOrder body) {
        PurchaseOrder o = orders.save(new PurchaseOrder(orderNumbers.nextId(), body.customer()));
        return Map.of("id", o.getId(), "orderNo", o.getOrderNo(), "customer", o.getCustomer());
    }

    @GetMapping("/orders/{id}")
    Map<String, Object> order(@PathVariable("id") long id) {
        PurchaseOrder o = orders.findById(id).orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND,
                "no order " + id));
        return Map.of("id", o.getId(), "orderNo", o.getOrderNo() == null ? "" : o.getOrderNo(), "customer", o.getCustomer());
    }

    @PostMapping("/chat/messages")
    @ResponseStatus(HttpStatus.CREATED)
    Map<String, Object> postMessage(@RequestBody NewMessage body) {
        ChatMessage m = chat.save(new ChatMessage(body.text()));
        return Map.of("id", m.getId(), "text", m.getText());
    }

    @PostMapping("/events")
    @ResponseStatus(HttpStatus.CREATED)
    Map<String, Object> recordEvent(@RequestBody NewEvent body) {
        Event e = events.save(new Event(body.type()));
        SnowflakeId decoded = snowflakes.decode(e.getId());
        return Map.of("id", e.getId(), "type", e.getType(), "decoded", decoded.toString());
    }
}
