#include "LocalHttpServer.h"

#include <QHostAddress>
#include <QMutexLocker>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>
#include <QTimer>
#include <memory>

namespace scalescope::tests {

// Lives in the server thread: the QTcpServer, the sockets and their timers.
class HttpServerWorker : public QObject
{
  public:
    explicit HttpServerWorker(LocalHttpServer& owner) : m_owner(owner) {}

    quint16 listen()
    {
        m_server = new QTcpServer(this);
        if (!m_server->listen(QHostAddress::LocalHost, 0))
            return 0;
        connect(m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket* socket = m_server->nextPendingConnection())
                accept(socket);
        });
        return m_server->serverPort();
    }

    void stop()
    {
        if (m_server)
            m_server->close();
        const auto sockets = findChildren<QTcpSocket*>();
        for (QTcpSocket* socket : sockets)
            socket->abort();
    }

  private:
    void accept(QTcpSocket* socket)
    {
        socket->setParent(this);
        auto buffer = std::make_shared<QByteArray>();
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        connect(socket, &QTcpSocket::readyRead, socket, [this, socket, buffer] {
            buffer->append(socket->readAll());
            if (buffer->contains("\r\n\r\n") && !socket->property("answered").toBool()) {
                socket->setProperty("answered", true);
                answer(socket, *buffer);
            }
        });
    }

    static QByteArray header(const QList<QByteArray>& lines, const QByteArray& name)
    {
        for (const QByteArray& line : lines) {
            const qsizetype colon = line.indexOf(':');
            if (colon > 0 && line.left(colon).trimmed().toLower() == name)
                return line.mid(colon + 1).trimmed();
        }
        return {};
    }

    void answer(QTcpSocket* socket, const QByteArray& request)
    {
        const QList<QByteArray> lines = request.left(request.indexOf("\r\n\r\n")).split('\n');
        const QList<QByteArray> requestLine = lines.value(0).trimmed().split(' ');
        HttpRequestRecord record;
        record.path = requestLine.value(1);
        record.range = header(lines, "range");
        record.ifRange = header(lines, "if-range");
        m_owner.record(record);

        HttpRoute route;
        if (!m_owner.findRoute(record.path, route)) {
            route = HttpRoute{};
            route.status = 404;
            route.contentType = "text/html";
            route.body = "<html><body><h1>404 Not Found</h1></body></html>\n";
        }
        if (route.closeUnansweredMs >= 0) {
            if (m_unanswered[record.path]++ < route.closeUnansweredTimes)
                QTimer::singleShot(route.closeUnansweredMs, socket, [socket] { socket->abort(); });
            return; // else silence until the client gives up
        }
        if (route.endlessHeaderBytes > 0) {
            socket->write("HTTP/1.1 200 OK\r\nContent-Type: application/zip\r\nX-Filler: ");
            sendFiller(socket, route.endlessHeaderBytes);
            return;
        }
        QByteArray body = route.body;
        int status = route.status;
        QList<QByteArray> headers;
        if (status == 200 && route.rangeSupport && record.range.startsWith("bytes=") &&
            record.range.endsWith('-') &&
            (record.ifRange.isEmpty() || record.ifRange == route.etag)) {
            const qint64 first = record.range.mid(6, record.range.size() - 7).toLongLong();
            if (first >= body.size()) {
                status = 416;
                headers.append("Content-Range: bytes */" + QByteArray::number(route.body.size()));
                body.clear();
            } else {
                status = 206;
                headers.append("Content-Range: bytes " + QByteArray::number(first) + '-' +
                               QByteArray::number(route.body.size() - 1) + '/' +
                               QByteArray::number(route.body.size()));
                body = body.mid(first);
            }
        }
        if (route.rangeSupport)
            headers.append("Accept-Ranges: bytes");
        if (!route.etag.isEmpty())
            headers.append("ETag: " + route.etag);
        if (!route.location.isEmpty())
            headers.append("Location: " + route.location);
        if (route.sendLength)
            headers.append("Content-Length: " + QByteArray::number(route.declaredLength >= 0
                                                                       ? route.declaredLength
                                                                       : body.size()));
        if (route.headerFillerBytes > 0)
            headers.append("X-Filler: " + QByteArray(route.headerFillerBytes, 'a'));
        headers.append("Content-Type: " + route.contentType);
        headers.append("Connection: close");
        const QByteArray reason =
            route.reasonPhrase.isEmpty() ? reasonPhrase(status) : route.reasonPhrase;
        QByteArray head = "HTTP/1.1 " + QByteArray::number(status) + ' ' + reason + "\r\n";
        for (const QByteArray& line : headers)
            head += line + "\r\n";
        socket->write(head + "\r\n");

        if (route.closeAfter >= 0)
            body = body.left(route.closeAfter);
        if (route.stallAfter >= 0) {
            socket->write(
                body.left(route.stallAfter)); // and then silence, until the client gives up
            return;
        }
        if (route.endlessBytes > 0) {
            socket->write(body);
            sendFiller(socket, route.endlessBytes);
            return;
        }
        if (route.chunkBytes <= 0) {
            socket->write(body);
            socket->disconnectFromHost(); // after the bytes are written
            return;
        }
        sendInChunks(socket, body, route.chunkBytes, route.chunkDelayMs);
    }

    void sendInChunks(QTcpSocket* socket, const QByteArray& body, int chunkBytes, int delayMs)
    {
        auto* timer = new QTimer(socket);
        auto offset = std::make_shared<qsizetype>(0);
        QPointer<QTcpSocket> guard(socket);
        connect(timer, &QTimer::timeout, socket, [guard, timer, body, offset, chunkBytes] {
            if (!guard || guard->state() != QAbstractSocket::ConnectedState) {
                timer->stop();
                return;
            }
            guard->write(body.mid(*offset, chunkBytes));
            *offset += chunkBytes;
            if (*offset >= body.size()) {
                timer->stop();
                guard->disconnectFromHost();
            }
        });
        timer->start(delayMs);
    }

    // 64 KiB of filler each time the socket has taken the last, until `limit` bytes are
    // sent or the client hangs up: a server that never ends, for as long as a test needs.
    void sendFiller(QTcpSocket* socket, qint64 limit)
    {
        static const QByteArray filler(64 * 1024, 'z');
        auto sent = std::make_shared<qint64>(0);
        const auto more = [socket, sent, limit] {
            if (socket->state() != QAbstractSocket::ConnectedState ||
                socket->bytesToWrite() > 4 * filler.size())
                return;
            if (*sent >= limit) {
                socket->disconnectFromHost();
                return;
            }
            socket->write(filler);
            *sent += filler.size();
        };
        connect(socket, &QTcpSocket::bytesWritten, socket, more);
        more();
    }

    static QByteArray reasonPhrase(int status)
    {
        switch (status) {
        case 200:
            return "OK";
        case 206:
            return "Partial Content";
        case 301:
            return "Moved Permanently";
        case 302:
            return "Found";
        case 404:
            return "Not Found";
        case 416:
            return "Range Not Satisfiable";
        case 500:
            return "Internal Server Error";
        case 503:
            return "Service Unavailable";
        default:
            return "Status";
        }
    }

    LocalHttpServer& m_owner;
    QTcpServer* m_server = nullptr;
    QHash<QByteArray, int> m_unanswered; // requests closed unanswered, by path
};

LocalHttpServer::LocalHttpServer() : m_thread(new QThread), m_worker(new HttpServerWorker(*this))
{
    m_worker->moveToThread(m_thread);
    // Deleted in its own thread, with its sockets, as the thread ends.
    QObject::connect(m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread->start();
    QMetaObject::invokeMethod(
        m_worker, [this] { m_port = m_worker->listen(); }, Qt::BlockingQueuedConnection);
}

LocalHttpServer::~LocalHttpServer()
{
    stop();
    delete m_thread;
}

QString LocalHttpServer::baseUrl() const
{
    return QStringLiteral("http://127.0.0.1:%1").arg(m_port);
}

void LocalHttpServer::setRoute(const QByteArray& path, const HttpRoute& route)
{
    QMutexLocker lock(&m_mutex);
    m_routes.insert(path, route);
}

void LocalHttpServer::removeRoute(const QByteArray& path)
{
    QMutexLocker lock(&m_mutex);
    m_routes.remove(path);
}

QList<HttpRequestRecord> LocalHttpServer::requests() const
{
    QMutexLocker lock(&m_mutex);
    QList<HttpRequestRecord> distinct;
    for (const HttpRequestRecord& request : m_requests) {
        const bool repeated = !distinct.isEmpty() && distinct.last().path == request.path &&
                              distinct.last().range == request.range &&
                              distinct.last().ifRange == request.ifRange;
        if (!repeated)
            distinct.append(request);
    }
    return distinct;
}

qsizetype LocalHttpServer::requestCount() const
{
    QMutexLocker lock(&m_mutex);
    return m_requests.size();
}

bool LocalHttpServer::findRoute(const QByteArray& path, HttpRoute& route) const
{
    QMutexLocker lock(&m_mutex);
    const auto found = m_routes.constFind(path);
    if (found == m_routes.constEnd())
        return false;
    route = *found;
    return true;
}

void LocalHttpServer::record(const HttpRequestRecord& request)
{
    QMutexLocker lock(&m_mutex);
    m_requests.append(request);
}

void LocalHttpServer::stop()
{
    if (!m_worker)
        return;
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker] { worker->stop(); }, Qt::BlockingQueuedConnection);
    m_worker = nullptr;
    m_thread->quit();
    m_thread->wait();
}

} // namespace scalescope::tests
