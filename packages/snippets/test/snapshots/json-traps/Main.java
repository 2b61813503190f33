import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class Main {
    public static void main(String[] args) throws Exception {
        String json = """
            {
              "0": "numeric key",
              "name": "Rex \\"the dog\\" O'Brien; $(echo hacked) `id` $HOME ${PATH} #{1 + 1} {$x} ??! 100% \\\\n \u00e9 \u2713 \ud83d\ude00",
              "lines": "line one\\nline two\\r\\n\\ttabbed",
              "shell": "$(echo expanded) `echo expanded` $HOME ${PATH:-x} !!",
              "ruby": "#{raise \\"interpolated\\"} #@ivar #$global",
              "php": "$var {$var} ${var}",
              "unicode": "h\u00e9llo w\u00f6rld \u2014 \u65e5\u672c\u8a9e \u2713 \ud83d\ude00",
              "backslashes": "C:\\\\Users\\\\rex\\\\n not a newline \\\\u0041",
              "control": "bell\\u0007 nul-free \\u001f end",
              "emptyObject": {},
              "emptyArray": [],
              "oneNumber": [
                7
              ],
              "oneString": [
                "only"
              ],
              "oneObject": [
                {
                  "id": 1
                }
              ],
              "nested": {
                "list": [
                  {
                    "value": null
                  },
                  {
                    "value": true
                  }
                ],
                "off": false
              },
              "numbers": {
                "float": 3.25,
                "negative": -17,
                "big": 9007199254740991,
                "zero": 0
              }
            }
            """;

        HttpRequest request = HttpRequest.newBuilder()
            .uri(URI.create("https://api.example.com/v1/pets"))
            .header("Accept", "application/json")
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(json))
            .build();

        HttpClient client = HttpClient.newHttpClient();
        HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());

        System.out.println(response.body());
    }
}
