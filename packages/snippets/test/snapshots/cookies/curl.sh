curl --url 'https://api.example.com/v1/preferences' \
  --header 'X-Request-Note: it'\''s "quoted" $HOME' \
  --cookie 'theme=dark; session_id=abc123'
