require 'net/http'
require 'uri'

uri = URI('https://api.example.com/v1/users/jane%20doe%40example.com/files/a%2Fb%3Fc%23d%20%C3%A9')

request = Net::HTTP::Get.new(uri)

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == 'https') do |http|
  http.request(request)
end

puts response.body
