require 'net/http'
require 'uri'

uri = URI('https://api.example.com/v1/blobs/backup.bin')

request = Net::HTTP::Put.new(uri)
request['Content-Type'] = 'application/octet-stream'
request.body = File.binread('upload.bin')

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == 'https') do |http|
  http.request(request)
end

puts response.body
