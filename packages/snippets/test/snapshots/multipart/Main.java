import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

public class Main {
    public static void main(String[] args) throws Exception {
        // java.net.http has no multipart encoder: the body is written out part by part.
        String boundary = UUID.randomUUID().toString();
        List<byte[]> multipart = new ArrayList<>();
        addField(multipart, boundary, "description", "A \"quoted\" caption; \u00e9");
        addFile(multipart, boundary, "file", Path.of("upload.bin"), "application/octet-stream");
        multipart.add(("--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8));

        HttpRequest request = HttpRequest.newBuilder()
            .uri(URI.create("https://api.example.com/v1/uploads"))
            .header("Content-Type", "multipart/form-data; boundary=" + boundary)
            .POST(HttpRequest.BodyPublishers.ofByteArrays(multipart))
            .build();

        HttpClient client = HttpClient.newHttpClient();
        HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());

        System.out.println(response.body());
    }

    /** A text field of a multipart/form-data body. */
    static void addField(List<byte[]> body, String boundary, String name, String value) {
        String head = "--" + boundary + "\r\n"
            + "Content-Disposition: form-data; name=\"" + name + "\"\r\n\r\n";
        body.add((head + value + "\r\n").getBytes(StandardCharsets.UTF_8));
    }

    /** A file part of a multipart/form-data body: its headers, then the file's bytes. */
    static void addFile(List<byte[]> body, String boundary, String name, Path file, String type)
            throws IOException {
        String head = "--" + boundary + "\r\n"
            + "Content-Disposition: form-data; name=\"" + name + "\"; filename=\"" + file.getFileName() + "\"\r\n"
            + "Content-Type: " + type + "\r\n\r\n";
        body.add(head.getBytes(StandardCharsets.UTF_8));
        body.add(Files.readAllBytes(file));
        body.add("\r\n".getBytes(StandardCharsets.UTF_8));
    }
}
