require 'net/http'
require 'uri'

uri = URI('https://api.example.com/v1/notes')

request = Net::HTTP::Post.new(uri)
request['Content-Type'] = 'text/plain'
request.body = 'Rex "the dog" O\'Brien; $(echo hacked) `id` $HOME ${PATH} #{1 + 1} {$x} ??! 100% \\n é ✓ 😀
second line
'

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == 'https') do |http|
  http.request(request)
end

puts response.body
