import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;

public class Main {
    public static void main(String[] args) throws Exception {
        String form = String.join(
            "&",
            "username=" + URLEncoder.encode("jane doe", StandardCharsets.UTF_8),
            "note=" + URLEncoder.encode("a&b=c + d %20 $HOME", StandardCharsets.UTF_8),
            "city=" + URLEncoder.encode("Z\u00fcrich", StandardCharsets.UTF_8),
            "empty=" + URLEncoder.encode("", StandardCharsets.UTF_8));

        HttpRequest request = HttpRequest.newBuilder()
            .uri(URI.create("https://api.example.com/v1/login"))
            .header("Content-Type", "application/x-www-form-urlencoded")
            .POST(HttpRequest.BodyPublishers.ofString(form))
            .build();

        HttpClient client = HttpClient.newHttpClient();
        HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());

        System.out.println(response.body());
    }
}
