require 'net/http'
require 'uri'

uri = URI('https://api.example.com/v1/me')

request = Net::HTTP::Get.new(uri)
request.basic_auth('<username>', '<password>')

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == 'https') do |http|
  http.request(request)
end

puts response.body
