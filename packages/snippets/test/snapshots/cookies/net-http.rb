require 'net/http'
require 'uri'

uri = URI('https://api.example.com/v1/preferences')

request = Net::HTTP::Get.new(uri)
request['X-Request-Note'] = 'it\'s "quoted" $HOME'
request['Cookie'] = 'theme=dark; session_id=abc123'

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == 'https') do |http|
  http.request(request)
end

puts response.body
