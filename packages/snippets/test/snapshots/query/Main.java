import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class Main {
    public static void main(String[] args) throws Exception {
        HttpRequest request = HttpRequest.newBuilder()
            .uri(URI.create("https://api.example.com/v1/search?api-version=2024-05-01&tag=a&tag=b%20c&ids=1%2C2%2C3&q=caf%C3%A9%20%26%20bar%3Dbaz%2B%25&filter[owner]=%24me&created[range][gt]=1&note=%3Cb%3E%20%22x%22%20%27y%27%20%7Bz%7D"))
            .GET()
            .build();

        HttpClient client = HttpClient.newHttpClient();
        HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());

        System.out.println(response.body());
    }
}
