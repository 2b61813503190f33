import 'dart:io';

import 'package:http/http.dart' as http;

Future<void> main() async {
  final url = Uri.parse("https://api.example.com/v1/blobs/backup.bin");
  final headers = {
    "Content-Type": "application/octet-stream",
  };
  final body = await File("upload.bin").readAsBytes();

  final response = await http.put(url, headers: headers, body: body);
  print(response.body);
}
