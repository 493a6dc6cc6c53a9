package dev.idgen.spring.boot.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/** GET over real HTTP with the JDK's client (Boot's test clients moved between lines; this did not). */
final class Http {

    private static final HttpClient CLIENT = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private static final ObjectMapper JSON = new ObjectMapper();

    record Response(int status, JsonNode body, String text) {
    }

    private Http() {
    }

    static Response get(int port, String path) throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + path)).GET());
    }

    static Response post(int port, String path, String json) throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(json)));
    }

    private static Response send(HttpRequest.Builder request) throws IOException, InterruptedException {
        HttpResponse<String> r = CLIENT.send(request.timeout(Duration.ofSeconds(30)).build(),
                HttpResponse.BodyHandlers.ofString());
        JsonNode body = r.body().isEmpty() ? null : JSON.readTree(r.body());
        return new Response(r.statusCode(), body, r.body());
    }
}
