require 'net/http'
require 'uri'

uri = URI('https://api.example.com/v1/login')

request = Net::HTTP::Post.new(uri)
request.set_form_data(
  'username' => 'jane doe',
  'note' => 'a&b=c + d %20 $HOME',
  'city' => 'Zürich',
  'empty' => ''
)

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == 'https') do |http|
  http.request(request)
end

puts response.body
