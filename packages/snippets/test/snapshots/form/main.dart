import 'package:http/http.dart' as http;

Future<void> main() async {
  final url = Uri.parse("https://api.example.com/v1/login");
  final body = {
    "username": "jane doe",
    "note": "a&b=c + d %20 \$HOME",
    "city": "Zürich",
    "empty": "",
  };

  final response = await http.post(url, body: body);
  print(response.body);
}
