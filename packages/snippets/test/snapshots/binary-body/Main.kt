import java.io.File
import okhttp3.MediaType.Companion.toMediaType
import okhttp3.OkHttpClient
import okhttp3.Request
import okhttp3.RequestBody.Companion.asRequestBody

fun main() {
    val client = OkHttpClient()

    val body = File("upload.bin").asRequestBody("application/octet-stream".toMediaType())

    val request = Request.Builder()
        .url("https://api.example.com/v1/blobs/backup.bin")
        .put(body)
        .build()

    client.newCall(request).execute().use { response ->
        println(response.body!!.string())
    }
}
