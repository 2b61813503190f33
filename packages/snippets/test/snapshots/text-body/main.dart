import 'package:http/http.dart' as http;

Future<void> main() async {
  final url = Uri.parse("https://api.example.com/v1/notes");
  final headers = {
    "Content-Type": "text/plain",
  };
  final body = "Rex \"the dog\" O'Brien; \$(echo hacked) `id` \$HOME \${PATH} #{1 + 1} {\$x} ??! 100% \\n é ✓ 😀\nsecond line\n";

  final response = await http.post(url, headers: headers, body: body);
  print(response.body);
}
