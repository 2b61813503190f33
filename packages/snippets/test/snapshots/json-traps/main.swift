import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

let url = URL(string: "https://api.example.com/v1/pets")!
var request = URLRequest(url: url)
request.httpMethod = "POST"
request.setValue("application/json", forHTTPHeaderField: "Accept")
request.setValue("application/json", forHTTPHeaderField: "Content-Type")

let json = ##"""
{
  "0": "numeric key",
  "name": "Rex \"the dog\" O'Brien; $(echo hacked) `id` $HOME ${PATH} #{1 + 1} {$x} ??! 100% \\n é ✓ 😀",
  "lines": "line one\nline two\r\n\ttabbed",
  "shell": "$(echo expanded) `echo expanded` $HOME ${PATH:-x} !!",
  "ruby": "#{raise \"interpolated\"} #@ivar #$global",
  "php": "$var {$var} ${var}",
  "unicode": "héllo wörld — 日本語 ✓ 😀",
  "backslashes": "C:\\Users\\rex\\n not a newline \\u0041",
  "control": "bell\u0007 nul-free \u001f end",
  "emptyObject": {},
  "emptyArray": [],
  "oneNumber": [
    7
  ],
  "oneString": [
    "only"
  ],
  "oneObject": [
    {
      "id": 1
    }
  ],
  "nested": {
    "list": [
      {
        "value": null
      },
      {
        "value": true
      }
    ],
    "off": false
  },
  "numbers": {
    "float": 3.25,
    "negative": -17,
    "big": 9007199254740991,
    "zero": 0
  }
}
"""##
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
