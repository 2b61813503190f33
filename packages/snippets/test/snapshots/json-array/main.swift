import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

let url = URL(string: "https://api.example.com/v1/tags")!
var request = URLRequest(url: url)
request.httpMethod = "PUT"
request.setValue("application/json", forHTTPHeaderField: "Content-Type")

let json = #"""
[
  "solo"
]
"""#
request.httpBody = Data(json.utf8)

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
