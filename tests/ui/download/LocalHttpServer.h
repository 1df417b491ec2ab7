#pragma once
// A small HTTP/1.1 server on 127.0.0.1 for the download tests (no internet in CI). It
// runs in a thread of its own, so that a test may block on a child process (`scalescope
// fetch`) while the server answers. Each route says how to misbehave: cut the body
// short, send it slowly, ignore Range, redirect, or answer with an error status.

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QMutex>
#include <QString>

class QThread;

namespace scalescope::tests {

struct HttpRoute
{
    int status = 200;
    QByteArray body;
    QByteArray contentType = "application/zip";
    QByteArray etag;          // sent as ETag; a different If-Range gets the whole body
    QByteArray location;      // for a redirect status
    bool rangeSupport = true; // false: Range is ignored (200 with the whole body)
    bool sendLength = true;   // false: no Content-Length, the body ends when the connection closes
    qint64 closeAfter = -1;   // >= 0: close the connection after this many body bytes
    int chunkBytes = 0;       // > 0: send the body in chunks of this size…
    int chunkDelayMs = 0;     // …this many milliseconds apart
    // Hostile servers (issue 28), each bounded so that a test never runs unbounded:
    qint64 declaredLength = -1; // >= 0: the Content-Length sent, whatever the body is
    qint64 endlessBytes =
        0; // > 0: after the body, filler as fast as it is taken, up to this many bytes
    qint64 headerFillerBytes = 0; // > 0: one more header line ("X-Filler: aaa…") of this size
    qint64 endlessHeaderBytes =
        0; // > 0: a header line streamed as fast as it is taken, up to this many bytes
    qint64 stallAfter = -1; // >= 0: this many body bytes, then nothing, the connection kept open
    int closeUnansweredMs = -1; // >= 0: read the request, wait this long, close without a byte…
    int closeUnansweredTimes = 1 << 30; // …this many times; later requests get silence, kept open
    QByteArray reasonPhrase;            // the status line's reason phrase, when not the usual one
};

struct HttpRequestRecord
{
    QByteArray path;
    QByteArray range;   // the Range header, empty if none
    QByteArray ifRange; // the If-Range header
};

class HttpServerWorker;

class LocalHttpServer
{
  public:
    LocalHttpServer();  // listening on 127.0.0.1 at a free port when this returns
    ~LocalHttpServer(); // stops

    // "http://127.0.0.1:PORT": the base URL for SCALESCOPE_ROUNDS_URL.
    QString baseUrl() const;
    quint16 port() const { return m_port; }

    // What GET `path` ("/training_results_v4.1/archive/refs/heads/main.zip") answers;
    // a path without a route answers 404.
    void setRoute(const QByteArray& path, const HttpRoute& route);
    void removeRoute(const QByteArray& path);
    // The requests received, in order, with a request identical to the one before it
    // counted once: Qt resends an idempotent GET by itself when the server closes the
    // connection before Qt has marked the request as sent (which a loaded machine can
    // make happen with these servers, which close right after answering).
    QList<HttpRequestRecord> requests() const;
    // Every request received, repeats included: what a hostile-server test counts.
    qsizetype requestCount() const;

    // Stops listening and drops every connection: the network is gone.
    void stop();

  private:
    friend class HttpServerWorker;
    bool findRoute(const QByteArray& path, HttpRoute& route) const;
    void record(const HttpRequestRecord& request);

    mutable QMutex m_mutex;
    QHash<QByteArray, HttpRoute> m_routes;
    QList<HttpRequestRecord> m_requests;
    QThread* m_thread;
    HttpServerWorker* m_worker;
    quint16 m_port = 0;
};

} // namespace scalescope::tests
