package dev.idgen.examples.boot;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * The example driven over HTTP, as its README says to use it: orders, chat messages, events, health.
 * Runs on a fresh in-memory H2 database instead of the ./.idgen file.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "spring.datasource.url=jdbc:h2:mem:idgen-example-test;DB_CLOSE_DELAY=-1;DB_CLOSE_ON_EXIT=FALSE")
class ExampleApplicationTest {

    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final ObjectMapper JSON = new ObjectMapper();

    @Value("${local.server.port}")
    int port;

    private record Reply(int status, JsonNode body) {
    }

    private Reply call(String method, String path, String json) throws Exception {
        HttpRequest.Builder r = HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
                .header("Content-Type", "application/json");
        r = json == null ? r.GET() : r.method(method, HttpRequest.BodyPublishers.ofString(json));
        HttpResponse<String> response = HTTP.send(r.build(), HttpResponse.BodyHandlers.ofString());
        return new Reply(response.statusCode(), JSON.readTree(response.body()));
    }

    @Test
    void ordersGetSegmentIdsAboveTheSeededRowsAndADailyOrderNumber() throws Exception {
        Reply created = call("POST", "/orders", "{\"customer\":\"ada\"}");
        assertThat(created.status()).isEqualTo(201);
        long id = created.body().path("id").asLong();
        assertThat(id).isGreaterThan(41000); // data.sql seeded 41000; the key was adopted above it
        assertThat(created.body().path("orderNo").asText()).matches("ORD\\d{8}\\d{6}");
        Reply read = call("GET", "/orders/" + id, null);
        assertThat(read.status()).isEqualTo(200);
        assertThat(read.body().path("customer").asText()).isEqualTo("ada");
        assertThat(call("POST", "/orders", "{\"customer\":\"bob\"}").body().path("orderNo").asText())
                .isNotEqualTo(created.body().path("orderNo").asText());
    }

    @Test
    void chatMessagesAreStrictlyIncreasing() throws Exception {
        List<Long> ids = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            Reply r = call("POST", "/chat/messages", "{\"text\":\"m" + i + "\"}");
            assertThat(r.status()).isEqualTo(201);
            ids.add(r.body().path("id").asLong());
        }
        assertThat(ids).isSorted().doesNotHaveDuplicates();
    }

    @Test
    void eventsGetSnowflakeIdsThatDecodeToNow() throws Exception {
        Reply r = call("POST", "/events", "{\"type\":\"login\"}");
        assertThat(r.status()).isEqualTo(201);
        assertThat(r.body().path("decoded").asText()).startsWith(r.body().path("id").asText() + " = ").contains("worker");
    }

    @Test
    void healthReportsIdgenUp() throws Exception {
        call("POST", "/orders", "{\"customer\":\"carol\"}");
        Reply health = call("GET", "/actuator/health", null);
        assertThat(health.status()).isEqualTo(200);
        assertThat(health.body().path("components").path("idgen").path("status").asText()).isEqualTo("UP");
        assertThat(health.body().path("components").path("idgen").path("details").path("generators").has("segment:order"))
                .isTrue();
    }
}
