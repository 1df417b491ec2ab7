#include "ui/download/StuckConnection.h"

#include <QDir>

#if defined(__linux__)
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/stat.h>
#endif

namespace scalescope::ui {

#if defined(__linux__)

namespace {

bool isSocket(int fd, unsigned long long* inode)
{
    struct stat info
    {
    };
    if (::fstat(fd, &info) != 0 || !S_ISSOCK(info.st_mode))
        return false;
    *inode = info.st_ino;
    return true;
}

int peerPort(int fd)
{
    sockaddr_storage address{};
    socklen_t length = sizeof address;
    if (::getpeername(fd, reinterpret_cast<sockaddr*>(&address), &length) != 0)
        return -1;
    if (address.ss_family == AF_INET)
        return ntohs(reinterpret_cast<const sockaddr_in*>(&address)->sin_port);
    if (address.ss_family == AF_INET6)
        return ntohs(reinterpret_cast<const sockaddr_in6*>(&address)->sin6_port);
    return -1;
}

} // namespace

QList<PeerSocket> socketsToPort(int port)
{
    QList<PeerSocket> found;
    const QStringList entries =
        QDir(QStringLiteral("/proc/self/fd"))
            .entryList(QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot);
    for (const QString& entry : entries) {
        bool number = false;
        const int fd = entry.toInt(&number);
        PeerSocket socket;
        if (number && isSocket(fd, &socket.inode) && peerPort(fd) == port) {
            socket.fd = fd;
            found.append(socket);
        }
    }
    return found;
}

void shutDownSockets(const QList<PeerSocket>& sockets)
{
    for (const PeerSocket& socket : sockets) {
        unsigned long long inode = 0;
        if (isSocket(socket.fd, &inode) && inode == socket.inode)
            ::shutdown(socket.fd, SHUT_RDWR);
    }
}

#else

QList<PeerSocket> socketsToPort(int)
{
    return {};
}

void shutDownSockets(const QList<PeerSocket>&) {}

#endif

} // namespace scalescope::ui
