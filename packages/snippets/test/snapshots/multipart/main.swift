import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

let url = URL(string: "https://api.example.com/v1/uploads")!
var request = URLRequest(url: url)
request.httpMethod = "POST"

let boundary = "Boundary-\(UUID().uuidString)"
request.setValue("multipart/form-data; boundary=\(boundary)", forHTTPHeaderField: "Content-Type")

var body = Data()
body.append(Data("--\(boundary)\r\n".utf8))
body.append(Data("Content-Disposition: form-data; name=\"description\"\r\n\r\n".utf8))
body.append(Data("A \"quoted\" caption; é\r\n".utf8))
body.append(Data("--\(boundary)\r\n".utf8))
body.append(Data("Content-Disposition: form-data; name=\"file\"; filename=\"upload.bin\"\r\n".utf8))
body.append(Data("Content-Type: application/octet-stream\r\n\r\n".utf8))
body.append(try Data(contentsOf: URL(fileURLWithPath: "upload.bin")))
body.append(Data("\r\n".utf8))
body.append(Data("--\(boundary)--\r\n".utf8))
request.httpBody = body

let semaphore = DispatchSemaphore(value: 0)
let task = URLSession.shared.dataTask(with: request) { data, _, error in
    if let error = error {
        print(error)
    } else if let data = data {
        print(String(decoding: data, as: UTF8.self))
    }
    semaphore.signal()
}
task.resume()
semaphore.wait()
