import 'package:http/http.dart' as http;

Future<void> main() async {
  final url = Uri.parse("https://api.example.com/v1/preferences");
  final headers = {
    "X-Request-Note": "it's \"quoted\" \$HOME",
    "Cookie": "theme=dark; session_id=abc123",
  };

  final response = await http.get(url, headers: headers);
  print(response.body);
}
