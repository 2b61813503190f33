import 'dart:convert';

import 'package:http/http.dart' as http;

Future<void> main() async {
  final url = Uri.parse("https://api.example.com/v1/me");
  final credentials = base64Encode(utf8.encode("<username>:<password>"));
  final headers = {
    "Authorization": "Basic $credentials",
  };

  final response = await http.get(url, headers: headers);
  print(response.body);
}
