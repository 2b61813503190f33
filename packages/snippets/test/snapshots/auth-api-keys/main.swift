import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

let url = URL(string: "https://api.example.com/v1/reports?api_key=YOUR_API_KEY")!
var request = URLRequest(url: url)
request.setValue("<api-key>", forHTTPHeaderField: "X-API-Key")
request.setValue("session=<session>", forHTTPHeaderField: "Cookie")

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
