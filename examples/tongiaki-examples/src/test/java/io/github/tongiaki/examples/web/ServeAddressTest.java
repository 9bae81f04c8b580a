package io.github.tongiaki.examples.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetSocketAddress;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The address {@code tongiaki serve} prints is one a browser on the machine can open. */
class ServeAddressTest {

    @Test
    @DisplayName("a server listening on every interface (--host 0.0.0.0) gives its loopback address, and the page answers there")
    void everyInterfaceGivesTheLoopbackAddress() throws Exception {
        WebServer.Config c = new WebServer.Config(new InetSocketAddress("0.0.0.0", 0), GameStore.MEMORY, WebServers.unlimitedRates(), Set.of());
        try (WebServer server = WebServer.start(c, WebServers.SVG)) {
            assertThat(server.listensEverywhere()).isTrue();
            assertThat(server.uri().getHost()).isEqualTo("127.0.0.1");
            assertThat(server.uri().getPort()).isEqualTo(server.port());
            HttpResponse<String> page = HttpClient.newHttpClient().send(HttpRequest.newBuilder(server.uri()).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(page.statusCode()).isEqualTo(200);
            assertThat(page.body()).contains("<html");
        }
    }

    @Test
    @DisplayName("a server on one address gives that address")
    void oneAddressGivesItself() {
        try (WebServer server = WebServers.inMemory()) {
            assertThat(server.listensEverywhere()).isFalse();
            assertThat(server.uri().getHost()).isEqualTo("127.0.0.1");
        }
    }
}
