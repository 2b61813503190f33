import 'package:http/http.dart' as http;

Future<void> main() async {
  final url = Uri.parse("https://api.example.com/v1/pets/42");
  final headers = {
    "Authorization": "Bearer <token>",
  };

  final response = await http.delete(url, headers: headers);
  print(response.body);
}
