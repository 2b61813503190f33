require 'net/http'
require 'uri'

uri = URI('https://api.example.com/v1/reports?api_key=YOUR_API_KEY')

request = Net::HTTP::Get.new(uri)
request['X-API-Key'] = '<api-key>'
request['Cookie'] = 'session=<session>'

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == 'https') do |http|
  http.request(request)
end

puts response.body
