import 'package:http/http.dart' as http;

Future<void> main() async {
  final url = Uri.parse("https://api.example.com/v1/uploads");

  final request = http.MultipartRequest("POST", url);
  request.fields["description"] = "A \"quoted\" caption; é";
  request.files.add(await http.MultipartFile.fromPath("file", "upload.bin"));

  final response = await http.Response.fromStream(await request.send());
  print(response.body);
}
