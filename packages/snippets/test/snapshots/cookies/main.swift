import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

let url = URL(string: "https://api.example.com/v1/preferences")!
var request = URLRequest(url: url)
request.setValue("it's \"quoted\" $HOME", forHTTPHeaderField: "X-Request-Note")
request.setValue("theme=dark; session_id=abc123", forHTTPHeaderField: "Cookie")

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
