require 'net/http'
require 'uri'

uri = URI('https://api.example.com/v1/uploads')

request = Net::HTTP::Post.new(uri)
request.set_form(
  [
    ['description', 'A "quoted" caption; é'],
    ['file', File.open('upload.bin', 'rb'), { filename: 'upload.bin', content_type: 'application/octet-stream' }]
  ],
  'multipart/form-data'
)

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == 'https') do |http|
  http.request(request)
end

puts response.body
