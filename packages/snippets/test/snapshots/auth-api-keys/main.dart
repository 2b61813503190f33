import 'package:http/http.dart' as http;

Future<void> main() async {
  final url = Uri.parse("https://api.example.com/v1/reports?api_key=YOUR_API_KEY");
  final headers = {
    "X-API-Key": "<api-key>",
    "Cookie": "session=<session>",
  };

  final response = await http.get(url, headers: headers);
  print(response.body);
}
