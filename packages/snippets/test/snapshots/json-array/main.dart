import 'dart:convert';

import 'package:http/http.dart' as http;

Future<void> main() async {
  final url = Uri.parse("https://api.example.com/v1/tags");
  final headers = {
    "Content-Type": "application/json",
  };
  final body = jsonEncode([
    "solo",
  ]);

  final response = await http.put(url, headers: headers, body: body);
  print(response.body);
}
